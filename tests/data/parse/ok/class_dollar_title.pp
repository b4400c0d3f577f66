class a::b { notify { "t=${title} n=${name} m=${module_name}": } }
include a::b
