class a::b { notify { 'f': message => [$name, $title, $module_name] } }
include a::b
