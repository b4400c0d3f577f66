node default { notify { "n": } 1 }
