define my::d($x = 1) { notify { "${title}-${x}": } }
My::D { x => 5 }
my::d { 'a': }
