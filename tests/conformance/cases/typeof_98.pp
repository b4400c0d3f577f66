notify { 'x': message => "${Array[Unit]} ${[] =~ Array[Unit]} ${[1] =~ Array[Unit]} ${Hash[0, 0]} ${{} =~ Hash[0, 0]} ${{a => 1} =~ Hash[0, 0]}" }
