Resource[Notify] { default: message => 'dflt'; 'a': ; 'b': message => 'own' }
