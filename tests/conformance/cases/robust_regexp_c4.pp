notice(['a'] =~ Array[Pattern['[']])
