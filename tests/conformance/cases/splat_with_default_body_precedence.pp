$s = { 'message' => 'splat', 'loglevel' => 'err' }
notify {
  default: message => 'dflt', withpath => true;
  'a': * => $s;
  'b': message => 'explicit', * => { 'loglevel' => 'warning' };
}
