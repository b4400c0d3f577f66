Notify { * => { 'message' => 'splat default' } }
notify { 'a': }
