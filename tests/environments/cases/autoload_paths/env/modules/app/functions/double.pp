function app::double(Integer $x) >> Integer { $x * 2 }
