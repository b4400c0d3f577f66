case [1, 2] { [1, 2]: { notify { "arr": } } }
