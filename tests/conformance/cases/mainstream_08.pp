function twice($x) { $x * 2 }
notify { "r=${twice(21)}": }
