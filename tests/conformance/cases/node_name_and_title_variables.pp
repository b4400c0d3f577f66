$top = 'T'
node default { notify { 'n': message => [$top, $name, $title] } }
