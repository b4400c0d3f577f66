type M = Variant[Integer, M]
notify { "r": message => "${"x" =~ M} ${1 =~ M}" }
