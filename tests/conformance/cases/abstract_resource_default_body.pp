$t = 'notify'
Resource[$t] { default: message => 'dflt'; 'a': ; 'b': message => 'own'; }
