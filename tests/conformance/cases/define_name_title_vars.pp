define a::b { notify { "${name}|${title}|${module_name}": } }
a::b { 'T': }
