class a { notify { 's': message => $settings::environment } }
include a
