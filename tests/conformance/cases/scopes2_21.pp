class a { notify { 'f': message => [$module_name, $name, $title] } }
include a
