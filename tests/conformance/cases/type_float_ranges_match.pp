$f = [1.5 =~ Float[1, 2], 2.5 =~ Float[1, 2], 3 =~ Float, Float[1.5] < Float, Float[0.0, 1.0] =~ Type[Float]]
notify { 'a': message => "${f} ${Float[default, 2]} ${Float[0.5, 0.75]}" }
