@user { 'luke': uid => 1 }
@user { 'ana': uid => 2 }
realize(User['luke'])
