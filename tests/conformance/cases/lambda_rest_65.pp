notify { 'x': message => "${{a=>1,b=>2,c=>3}.slice(2) |$x| { notice($x) }}" }
$s = {a=>1,b=>2,c=>3}.slice(2)
notify { 'y': message => "${s}" }
