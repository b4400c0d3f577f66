notify { 'a': * => ['message', 'x'] }
