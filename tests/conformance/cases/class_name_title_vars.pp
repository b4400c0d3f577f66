class a::b { notify { "${name}|${title}": } }
include a::b
