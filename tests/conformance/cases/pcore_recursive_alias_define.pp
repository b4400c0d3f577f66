# A recursive alias given to a defined type: its own resource comes first
define d($x) { notify { $title: message => $x } }
notify { 'before': message => Callable[String] }
d { 'a': x => Struct[{a => Data}] }
