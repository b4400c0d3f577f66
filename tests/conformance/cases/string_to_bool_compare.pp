notify { "${'true' == true} ${true == 'true'} ${1 == '1'} ${undef == ''} ${[] == []} ${{} == {}}": }
