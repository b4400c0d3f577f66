class a::b::c { notify { $module_name: } notify { $name: } notify { "${caller_module_name}x": } }
include a::b::c
