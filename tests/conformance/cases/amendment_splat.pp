notify { 'n': }
Notify['n'] { * => { 'message' => 'splat amend', 'withpath' => true } }
