class myclass(
  String $given = 'dflt',
  String $a = 'dflt_a',
  String $b = 'dflt_b',
  Optional[String] $c = undef,
  $d = 'dflt_d',
  $e = 'dflt_e',
  Array $list = [],
) {
  notify { 'params': message => [$given, $a, $b, $c, $d, $e, $list] }
}
