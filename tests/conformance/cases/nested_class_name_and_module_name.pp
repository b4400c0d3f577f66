class a::b::c { notify { $name: message => $module_name } }
include a::b::c
