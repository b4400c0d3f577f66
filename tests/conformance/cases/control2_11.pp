unless false { notify { "u": } } else { notify { "e": } }
