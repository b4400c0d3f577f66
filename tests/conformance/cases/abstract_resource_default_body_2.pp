$type = 'notify'
Resource[$type] { default: message => 'abstract default'; 'a': ; 'b': message => 'own' }
