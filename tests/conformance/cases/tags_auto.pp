class apache::mod::ssl { notify { 'ssl': } }
include apache::mod::ssl
notify { 'Has Space': }
notify { 'ok_tag': tag => ['extra', 'Upper'] }
