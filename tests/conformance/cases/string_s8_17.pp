notify { "title with ${'interp'}": }
notify { ['t1', "t${1 + 1}"]: }
