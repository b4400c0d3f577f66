case 3 { Integer[1, 2]: { notify { "small": } } Integer[3, 4]: { notify { "big": } } }
