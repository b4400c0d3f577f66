notify { "${/^a/ in ['b', 'ab']} ${Integer in [1, 'a']} ${'a' in {'a' => 1}} ${'x' in 'xyz'} ${'X' in 'xyz'}": }
