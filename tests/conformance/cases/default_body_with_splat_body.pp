notify {
  default: message => 'd', withpath => true;
  'a': withpath => false;
  'b': * => { 'message' => 'splat' };
}
