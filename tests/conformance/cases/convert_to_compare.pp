notify { "${'42'.convert_to(Integer) + 1} ${compare(1, 2)} ${compare('b', 'a')} ${compare('a', 'A')}": }
