notify { "class: ${defined('tools')}, define: ${defined('tools::thing')}, missing: ${defined('nope')}, fn: ${defined('tools::f')}": }
