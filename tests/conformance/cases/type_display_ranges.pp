notify { 'a': message => "${Integer[1, default]} ${Float[1]} ${String[2]} ${Array[String, 1, 3]}" }
