notify { 'x': message => 'hi' }
notify { "${Resource['notify', 'x']['message']} ${Resource[Notify, 'x']['message']} ${Notify['x'] == Resource['notify', 'x']}": }
