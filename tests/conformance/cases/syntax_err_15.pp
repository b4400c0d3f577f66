notify { 'a': } ->
