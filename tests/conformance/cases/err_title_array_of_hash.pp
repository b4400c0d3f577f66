notify { [{ 'a' => 1 }]: }
