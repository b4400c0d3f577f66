notify { 'a': }
$h = { 'message' => 'from splat', 'loglevel' => 'info' }
Notify['a'] { * => $h }
