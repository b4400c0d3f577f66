$a = { 'message' => 'from splat', 'withpath' => true }
notify { 'a': message => 'explicit', * => $a }
