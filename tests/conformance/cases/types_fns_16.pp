notice(regsubst('aXbXc', 'X', '-', 'G'), regsubst('Hello', 'l', 'L'), regsubst(['ab', 'cb'], 'b', 'z'))
