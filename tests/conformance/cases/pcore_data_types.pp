# Data, ScalarData and RichData: their values, names and order
notify { "d01": message => String(RichData) }
notify { "d02": message => [String(Hash[String, RichData]), String(Optional[RichData]), String(Data), String(ScalarData)] }
notify { "d03": message => [1 =~ RichData, /x/ =~ RichData, default =~ RichData, Integer =~ RichData, {1 => 2} =~ RichData, { 'a' => /x/ } =~ RichData, SemVer('1.0.0') =~ RichData, Timespan(1) =~ RichData] }
notify { "d04": message => [/x/ =~ Data, { 1 => 2 } =~ Data, 1 =~ ScalarData, /x/ =~ ScalarData, undef =~ ScalarData, [1] =~ ScalarData] }
notify { "d06": message => [Data == Data, RichData == Data, Data < RichData, ScalarData < Data] }
