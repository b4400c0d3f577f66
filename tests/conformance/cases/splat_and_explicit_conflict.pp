user { 'a': * => { 'uid' => 1 }, uid => 2 }
