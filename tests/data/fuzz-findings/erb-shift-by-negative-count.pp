# Found by the templates fuzz target: Integer#>> by a negative count
# overflowed the shift (Ruby shifts the other way).
$x = inline_template('<%55<<5>5555--------------------5555555>5555>>55555>>555555>>5555---55555>555555555555555555555555 %>n')
notice($x)
