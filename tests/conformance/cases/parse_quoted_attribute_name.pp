notify { 'x': 'message' => 'a' }
