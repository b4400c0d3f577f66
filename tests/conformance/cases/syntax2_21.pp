class a::b::c { } class { "a::b::c": } notify { "x": message => "$a::b::c::z" }
