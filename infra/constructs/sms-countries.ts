/**
 * The destination countries End User Messaging SMS lists, by ISO 3166-1 alpha-2 code: each stage's
 * protect configuration (text-messages.ts) names every one of them, GB as ALLOW and the rest as BLOCK.
 *
 * Why a list at all: a protect configuration allows every country its rule set does not name
 * (AWS::SMSVOICE::ProtectConfiguration: "By default all country rule sets for each capability are set
 * to ALLOW"), so "GB only" means naming every other country.
 *
 * Where it comes from: the API takes the codes of AWS's "Supported countries and regions (SMS channel)"
 * (UpdateProtectConfigurationCountryRuleSet), and a code the service does not know may fail the deploy.
 * The list is that table as AWS last published it whole in its documentation repository
 * (awsdocs/amazon-pinpoint-user-guide, doc-source/channels-sms-countries.md, April 2023), with the rows
 * of the earlier Amazon SNS copy (awsdocs/amazon-sns-developer-guide, sns-supported-regions-countries.md)
 * and those the current End User Messaging pages add (AO, AS, MP, NF, PW). ISO codes only: that table's
 * KV (Kosovo, not an ISO code) and AN (Netherlands Antilles, withdrawn in 2010) are left out, and its
 * Tuvalu row, printed TC (Turks and Caicos), is TV. Countries none of those tables lists (Cuba, Iran,
 * North Korea, Syria, Sudan; places without phones of their own, such as Antarctica) are not here.
 *
 * Checking it against the service (which answers a rule for every code it knows), after a deploy:
 *   aws pinpoint-sms-voice-v2 get-protect-configuration-country-rule-set --number-capability SMS \
 *     --protect-configuration-id <its id> --output json | grep -B1 '"ALLOW"'
 * shows GB alone; a code it shows besides belongs in this list. A deploy that fails on the protect
 * configuration with a ValidationException names a code the service does not know: take it out.
 *
 * GB only: the Crown Dependencies (GG, JE, IM) are blocked too. Their mobiles are +44 numbers
 * (+44 7781…, +44 7797…, +44 7624…), which the portal takes as UK mobiles (shared/sms.ts); if End User
 * Messaging counts such a number as theirs, its texts are refused.
 */
export const SMS_COUNTRIES = [
  'AD', // Andorra
  'AE', // United Arab Emirates (UAE)
  'AF', // Afghanistan
  'AG', // Antigua and Barbuda
  'AI', // Anguilla
  'AL', // Albania
  'AM', // Armenia
  'AO', // Angola
  'AR', // Argentina
  'AS', // American Samoa
  'AT', // Austria
  'AU', // Australia
  'AW', // Aruba
  'AZ', // Azerbaijan
  'BA', // Bosnia and Herzegovina
  'BB', // Barbados
  'BD', // Bangladesh
  'BE', // Belgium
  'BF', // Burkina Faso
  'BG', // Bulgaria
  'BH', // Bahrain
  'BI', // Burundi
  'BJ', // Benin
  'BM', // Bermuda
  'BN', // Brunei
  'BO', // Bolivia
  'BR', // Brazil
  'BS', // Bahamas
  'BT', // Bhutan
  'BW', // Botswana
  'BY', // Belarus
  'BZ', // Belize
  'CA', // Canada
  'CD', // Democratic Republic of the Congo
  'CF', // Central African Republic
  'CG', // Republic of the Congo
  'CH', // Switzerland
  'CI', // Ivory Coast
  'CK', // Cook Islands
  'CL', // Chile
  'CM', // Cameroon
  'CN', // China
  'CO', // Colombia
  'CR', // Costa Rica
  'CV', // Cape Verde
  'CY', // Cyprus
  'CZ', // Czechia (Czech Republic)
  'DE', // Germany
  'DJ', // Djibouti
  'DK', // Denmark
  'DM', // Dominica
  'DO', // Dominican Republic
  'DZ', // Algeria
  'EC', // Ecuador
  'EE', // Estonia
  'EG', // Egypt
  'ER', // Eritrea
  'ES', // Spain
  'ET', // Ethiopia
  'FI', // Finland
  'FJ', // Fiji
  'FM', // Micronesia (Federated States of)
  'FO', // Faroe Islands
  'FR', // France
  'GA', // Gabon
  'GB', // United Kingdom
  'GD', // Grenada
  'GE', // Georgia
  'GF', // French Guiana
  'GG', // Guernsey
  'GH', // Ghana
  'GI', // Gibraltar
  'GL', // Greenland
  'GM', // Gambia
  'GN', // Guinea
  'GP', // Guadeloupe
  'GQ', // Equatorial Guinea
  'GR', // Greece
  'GT', // Guatemala
  'GU', // Guam
  'GW', // Guinea-Bissau
  'GY', // Guyana
  'HK', // Hong Kong
  'HN', // Honduras
  'HR', // Croatia
  'HT', // Haiti
  'HU', // Hungary
  'ID', // Indonesia
  'IE', // Ireland
  'IL', // Israel
  'IM', // Isle of Man
  'IN', // India
  'IQ', // Iraq
  'IS', // Iceland
  'IT', // Italy
  'JE', // Jersey
  'JM', // Jamaica
  'JO', // Jordan
  'JP', // Japan
  'KE', // Kenya
  'KG', // Kyrgyzstan
  'KH', // Cambodia
  'KI', // Kiribati
  'KM', // Comoros
  'KN', // Saint Kitts and Nevis
  'KR', // South Korea
  'KW', // Kuwait
  'KY', // Cayman Islands
  'KZ', // Kazakhstan
  'LA', // Laos
  'LB', // Lebanon
  'LC', // Saint Lucia
  'LI', // Liechtenstein
  'LK', // Sri Lanka
  'LR', // Liberia
  'LS', // Lesotho
  'LT', // Lithuania
  'LU', // Luxembourg
  'LV', // Latvia
  'LY', // Libya
  'MA', // Morocco
  'MC', // Monaco
  'MD', // Moldova
  'ME', // Montenegro
  'MG', // Madagascar
  'MH', // Marshall Islands
  'MK', // Macedonia
  'ML', // Mali
  'MM', // Myanmar
  'MN', // Mongolia
  'MO', // Macau
  'MP', // Northern Mariana Islands
  'MQ', // Martinique
  'MR', // Mauritania
  'MS', // Montserrat
  'MT', // Malta
  'MU', // Mauritius
  'MV', // Maldives
  'MW', // Malawi
  'MX', // Mexico
  'MY', // Malaysia
  'MZ', // Mozambique
  'NA', // Namibia
  'NC', // New Caledonia
  'NE', // Niger
  'NF', // Norfolk Island
  'NG', // Nigeria
  'NI', // Nicaragua
  'NL', // Netherlands
  'NO', // Norway
  'NP', // Nepal
  'NU', // Niue
  'NZ', // New Zealand
  'OM', // Oman
  'PA', // Panama
  'PE', // Peru
  'PF', // French Polynesia
  'PG', // Papua New Guinea
  'PH', // Philippines
  'PK', // Pakistan
  'PL', // Poland
  'PR', // Puerto Rico
  'PS', // Palestine
  'PT', // Portugal
  'PW', // Palau
  'PY', // Paraguay
  'QA', // Qatar
  'RE', // Réunion (France)
  'RO', // Romania
  'RS', // Serbia
  'RU', // Russia
  'RW', // Rwanda
  'SA', // Saudi Arabia
  'SB', // Solomon Islands
  'SC', // Seychelles
  'SE', // Sweden
  'SG', // Singapore
  'SI', // Slovenia
  'SK', // Slovakia
  'SL', // Sierra Leone
  'SM', // San Marino
  'SN', // Senegal
  'SO', // Somalia
  'SR', // Suriname
  'SS', // South Sudan
  'ST', // São Tomé and Príncipe
  'SV', // El Salvador
  'SZ', // Swaziland
  'TC', // Turks and Caicos Islands
  'TD', // Chad
  'TG', // Togo
  'TH', // Thailand
  'TJ', // Tajikistan
  'TL', // Timor-Leste
  'TM', // Turkmenistan
  'TN', // Tunisia
  'TO', // Tonga
  'TR', // Turkey
  'TT', // Trinidad and Tobago
  'TV', // Tuvalu
  'TW', // Taiwan
  'TZ', // Tanzania
  'UA', // Ukraine
  'UG', // Uganda
  'US', // United States
  'UY', // Uruguay
  'UZ', // Uzbekistan
  'VC', // Saint Vincent and the Grenadines
  'VE', // Venezuela
  'VG', // Virgin Islands, British
  'VI', // Virgin Islands, US
  'VN', // Vietnam
  'VU', // Vanuatu
  'WS', // Samoa
  'YE', // Yemen
  'YT', // Mayotte
  'ZA', // South Africa
  'ZM', // Zambia
  'ZW', // Zimbabwe
] as const;

export type SmsCountry = (typeof SMS_COUNTRIES)[number];
