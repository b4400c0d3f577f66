notify { "${join({1 => 2})}": }
