notify { 'a': } -> undef
